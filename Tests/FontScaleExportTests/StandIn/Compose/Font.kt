// Stand-in: androidx.compose.ui.text.font (see Unit.kt).
package androidx.compose.ui.text.font

class FontWeight(val weight: Int) {
    init {
        require(weight in 1..1000) { "Font weight can be in range [1, 1000]. Current value: $weight" }
    }

    companion object {
        val Normal: FontWeight = FontWeight(400)
        val Bold: FontWeight = FontWeight(700)
    }
}

class FontStyle private constructor(val value: Int) {
    companion object {
        val Normal: FontStyle = FontStyle(0)
        val Italic: FontStyle = FontStyle(1)
    }
}

interface Font

abstract class FontFamily {
    companion object {
        val Default: FontFamily = object : FontFamily() {}
    }
}

class FontListFontFamily(val fonts: List<Font>) : FontFamily()

fun FontFamily(vararg fonts: Font): FontFamily = FontListFontFamily(fonts.asList())

object FontVariation {
    interface Setting

    class Settings(vararg val settings: Setting)

    fun weight(value: Int): Setting {
        require(value in 1..1000) { "'wght' value must be in [1, 1000]. Actual: $value" }
        return object : Setting {}
    }

    fun width(value: Float): Setting {
        require(value > 0.0f) { "'wdth' must be strictly > 0.0f. Actual: $value" }
        return object : Setting {}
    }

    fun slant(value: Float): Setting {
        require(value in -90f..90f) { "'slnt' must be in -90f..90f. Actual: $value" }
        return object : Setting {}
    }

    fun Setting(name: String, value: Float): Setting {
        require(name.toByteArray().size == 4) { "Name must be exactly four characters. Actual: '$name'" }
        require(!value.isNaN()) { "'$name' value must not be NaN" }
        return object : Setting {}
    }
}

class ResourceFont(val resId: Int, val weight: FontWeight, val style: FontStyle, val variationSettings: FontVariation.Settings) : Font

fun Font(
    resId: Int,
    weight: FontWeight = FontWeight.Normal,
    style: FontStyle = FontStyle.Normal,
    variationSettings: FontVariation.Settings = FontVariation.Settings()
): Font = ResourceFont(resId, weight, style, variationSettings)
