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
