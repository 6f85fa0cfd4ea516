// A stand-in for the Jetpack Compose declarations fontscale's generated Kotlin uses, with the
// signatures of developer.android.com/reference/kotlin/androidx/compose, so it compiles with kotlinc
// (Debian's, 1.3) without Android. Only what the generated code calls; value classes are plain classes.
package androidx.compose.ui.unit

class TextUnit(val value: Float, val isSp: Boolean) {
    operator fun unaryMinus(): TextUnit = TextUnit(-value, isSp)

    companion object {
        val Unspecified: TextUnit = TextUnit(Float.NaN, true)
    }
}

val Int.sp: TextUnit get() = TextUnit(this.toFloat(), true)
val Double.sp: TextUnit get() = TextUnit(this.toFloat(), true)
val Float.sp: TextUnit get() = TextUnit(this, true)
val Int.em: TextUnit get() = TextUnit(this.toFloat(), false)
val Double.em: TextUnit get() = TextUnit(this.toFloat(), false)
val Float.em: TextUnit get() = TextUnit(this, false)

// Dp is a value class in Compose: == compares values, as this data class's does.
data class Dp(val value: Float) : Comparable<Dp> {
    override operator fun compareTo(other: Dp): Int = value.compareTo(other.value)
    operator fun div(other: Dp): Float = value / other.value
    operator fun times(other: Float): Dp = Dp(value * other)

    companion object {
        val Infinity: Dp = Dp(Float.POSITIVE_INFINITY)
    }
}

val Int.dp: Dp get() = Dp(this.toFloat())
val Double.dp: Dp get() = Dp(this.toFloat())
val Float.dp: Dp get() = Dp(this)

fun Dp.coerceIn(minimumValue: Dp, maximumValue: Dp): Dp = Dp(value.coerceIn(minimumValue.value, maximumValue.value))

interface FontScaling {
    val fontScale: Float
    fun Dp.toSp(): TextUnit = TextUnit(value / fontScale, true)
    fun TextUnit.toDp(): Dp = Dp(value * fontScale)
}

interface Density : FontScaling {
    val density: Float
}
