// Stand-in: androidx.compose.runtime and androidx.compose.ui.platform.LocalDensity (see Unit.kt).
// kotlinc here has no Compose compiler plugin: @Composable is checked for where it may stand, not for
// who calls it.
package androidx.compose.runtime

@Target(
    AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER
)
annotation class Composable

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
annotation class ReadOnlyComposable

sealed class CompositionLocal<T>(private val defaultFactory: () -> T) {
    val current: T
        @Composable @ReadOnlyComposable get() = defaultFactory()
}

abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) :
    CompositionLocal<T>(defaultFactory)

class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) : ProvidableCompositionLocal<T>(defaultFactory)

fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    StaticProvidableCompositionLocal(defaultFactory)
